// The regulation page in Brazilian Portuguese: the headline rules of the Book of Rules.
import type { PageWriter, RegulationText } from '../types';

export const PT: PageWriter<RegulationText> = ({ league, competition, g }) => ({
  title: 'Regulamento',
  excerpt: `Como funciona uma partida da ${league}: o formato, o dado, as armas secretas, o pênalti do presidente, os shootouts e a disciplina.`,
  intro: `Estas são as regras principais da ${league}. Elas resumem o Book of Rules, que rege todas as partidas da temporada; em caso de divergência, vale o Book of Rules.`,
  contents: 'Sumário',
  sections: {
    format: {
      heading: 'Formato da competição',
      blocks:
        competition === 'league'
          ? [
              { p: 'Doze times disputam uma fase de classificação de onze rodadas, em que todos se enfrentam uma vez. A vitória no tempo normal vale três pontos, a vitória nos shootouts vale dois e a derrota nos shootouts vale um; a derrota no tempo normal não soma pontos.' },
              { p: 'Os oito primeiros avançam aos playoffs: quartas de final, semifinais e final, todas em jogo único. Em caso de empate em pontos, o critério é o confronto direto, depois o saldo de gols e, por fim, os gols marcados.' },
            ]
          : [
              { p: 'O torneio é disputado em mata-mata. Cada confronto é decidido em jogo único, e o vencedor avança, fase a fase, até a final.' },
              { p: 'Toda partida tem um vencedor: se o placar estiver empatado no apito final, a decisão vai para os shootouts.' },
            ],
    },
    squads: {
      heading: 'Elencos e presidentes',
      blocks: [
        competition === 'league'
          ? { p: `Cada time tem um elenco de doze ${g('jogadores', 'jogadoras')}: dez ${g('escolhidos', 'escolhidas')} no draft e dois coringas, ${g('os', 'as')} “12-13”, que o clube contrata livremente e pode trocar durante a temporada nas janelas definidas pela liga.` }
          : { p: `Cada time inscreve um elenco de doze ${g('jogadores', 'jogadoras')} antes do torneio. Depois da primeira partida, ${g('um jogador', 'uma jogadora')} só pode ser ${g('substituído', 'substituída')} por lesão atestada pela equipe médica da liga.` },
        { p: `Sete jogam ao mesmo tempo: ${g('um goleiro', 'uma goleira')} e seis ${g('jogadores', 'jogadoras')} de linha. As substituições são ilimitadas e volantes: quem sai pode voltar, sempre pela zona de substituição do próprio time.` },
        { p: 'Cada time é comandado pelo seu presidente, que fica no banco com a comissão técnica, responde pelo clube perante a liga e pode bater o pênalti do presidente.' },
      ],
    },
    'match-length': {
      heading: 'Duração das partidas',
      blocks: [
        { p: 'Uma partida dura quarenta minutos: dois tempos de vinte, com três minutos de intervalo. O cronômetro não para em laterais, faltas ou substituições, e não há acréscimos: a sirene encerra cada tempo, esteja a bola onde estiver.' },
        { p: `Só o árbitro pode parar o cronômetro: para o lançamento do dado, durante a cobrança de uma arma secreta ou de um pênalti do presidente, ou quando ${g('um jogador', 'uma jogadora')} precisa de atendimento. A cera é punida.` },
      ],
    },
    'kick-off': {
      heading: 'Saída de bola e escada',
      blocks: [
        { p: `A partida começa no um contra um: ${g('um único jogador', 'uma única jogadora')} de linha por time, além ${g('dos goleiros', 'das goleiras')}. A bola cai de uma gaiola sobre o círculo central e ${g('os dois jogadores', 'as duas jogadoras')} disparam da própria linha de fundo para dominá-la.` },
        { p: `Ao fim de cada minuto, cada time coloca mais ${g('um jogador', 'uma jogadora')} em campo, até que, a partir do quinto minuto, os dois estejam completos: sete contra sete.` },
      ],
    },
    dice: {
      heading: 'O dado',
      blocks: [
        { p: `No início do segundo tempo, o árbitro para o jogo e o dado gigante é lançado. O número sorteado, de um a seis, indica quantos ${g('jogadores', 'jogadoras')} de linha cada time mantém em campo, além ${g('do goleiro', 'da goleira')}, pelos dois minutos seguintes: do um contra um ao seis contra seis.` },
        { p: `Passados os dois minutos, o cronômetro para de novo e os times voltam a ficar completos. ${g('Um jogador suspenso', 'Uma jogadora suspensa')} temporariamente continua contando no número do seu time.` },
      ],
    },
    'double-goal': {
      heading: 'Gol em dobro',
      blocks: [
        { p: 'Nos dois últimos minutos de cada tempo, a partir dos minutos 18 e 38, entra em jogo uma bola de outra cor e todo gol vale em dobro.' },
        { p: 'Os valores em dobro não se somam: um gol marcado com a carta de gol em dobro nesses minutos continua valendo dois, e não quatro.' },
      ],
    },
    'secret-weapons': {
      heading: 'Armas secretas',
      blocks: [
        { p: 'Antes do jogo, cada time tira uma carta ao acaso. Ninguém mais a conhece até que ela seja usada: o time aperta o seu botão e a carta passa a valer na próxima vez que a bola sair de jogo. Cada carta é usada uma só vez, no segundo tempo, e nunca durante o período do dado ou os minutos de gol em dobro.' },
        {
          terms: [
            ['Pênalti', 'um pênalti a favor, cobrado da marca por qualquer um que esteja em campo.'],
            ['Shootout', 'um shootout a favor, cobrado como na disputa final.'],
            ['Gol em dobro', 'durante dois minutos, os gols do time valem em dobro.'],
            ['Exclusão', `o time escolhe ${g('um jogador adversário', 'uma jogadora adversária')} de linha, que deixa o campo por dois minutos sem poder ser ${g('substituído', 'substituída')}.`],
            [g('Jogador estrela', 'Jogadora estrela'), `o time indica ${g('um de seus jogadores', 'uma de suas jogadoras')}, cujo primeiro gol na partida vale em dobro; o adversário sabe de quem se trata.`],
            ['Coringa', 'o time usa qualquer uma das cartas acima ou rouba a carta do adversário antes que ele a use.'],
          ],
        },
      ],
    },
    'president-penalty': {
      heading: 'O pênalti do presidente',
      blocks: [
        { p: `Uma vez por partida, cada presidente pode entrar em campo e bater pessoalmente um pênalti, da marca, contra ${g('o goleiro adversário', 'a goleira adversária')}. O pedido é feito do banco, com o botão do time, e a cobrança acontece na interrupção seguinte.` },
        { p: 'Só pode cobrar o presidente que estiver presente no local, e nunca depois do minuto 36 nem durante a escada, o período do dado ou os minutos de gol em dobro. Depois da cobrança, o adversário pode responder na hora com o seu.' },
      ],
    },
    shootout: {
      heading: 'Shootouts',
      blocks: [
        { p: `Não existe empate. Se o placar estiver igual no apito final, a partida é decidida nos shootouts: ${g('o jogador', 'a jogadora')} sai com a bola a 25 metros do gol e tem cinco segundos para vencer ${g('o goleiro', 'a goleira')}, driblando ou chutando, como preferir.` },
        { p: `Cada time cobra três, alternadamente. Se o empate continuar, segue-se com uma cobrança para cada lado até que um time marque e o outro erre. ${g('O goleiro', 'A goleira')} pode sair da linha assim que o apito soar.` },
      ],
    },
    discipline: {
      heading: 'Disciplina',
      blocks: [
        { p: `O cartão amarelo vale dois minutos de suspensão, e o time joga com um a menos. Com o segundo amarelo ou um vermelho direto, ${g('o jogador é expulso', 'a jogadora é expulsa')}: o time joga cinco minutos com um a menos e depois pode colocar ${g('outro jogador', 'outra jogadora')} em campo.` },
        { p: 'A Comissão Disciplinar analisa cada rodada e pode aplicar suspensões e multas. As decisões são publicadas pela liga e cabe recurso em até 48 horas.' },
      ],
    },
  },
  bookOfRules: {
    heading: 'Book of Rules',
    text: `O Book of Rules completo reúne todos os artigos da competição, da inscrição ${g('dos jogadores', 'das jogadoras')} aos recursos.`,
    link: 'Baixar o Book of Rules (PDF)',
  },
});
